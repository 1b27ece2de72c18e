class Client {
  Object a = java.net.URI.create("https://example.com/a%20b");
  Object b = java.net.URI.create("https://example.com/" + "x%20y");
  Object c = java.net.URI.create("""
      https://example.com/t%20u""");
  Object d = java.net.URI.create("https://example.com/x%25" + "20y");
}
