class Client {
  Object a = java.net.URI.create("https://example.com/a%2520b");
  Object b = java.net.URI.create("https://example.com/" + "x%2520y");
  Object c = java.net.URI.create("""
      https://example.com/t%2520u""");
  Object d = java.net.URI.create("https://example.com/x%25" + "20y");
}
