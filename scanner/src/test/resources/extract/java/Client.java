package demo;

import java.net.URI;
import java.net.URL;
import org.springframework.cloud.openfeign.FeignClient;
import org.springframework.web.client.RestTemplate;

// "http://in.a.comment" is not a value
public class Client {
  static final String BASE_URL = "https://api.example.com/v1";
  private static final String ESCAPED = "http://ex\u0061mple.com/\"q\"\t\101";
	private final String tabbed = "ws://tab.example";
  private RestTemplate restTemplate;

  @SuppressWarnings({"UriCredentials", "urilint:insecure-scheme", "unchecked"})
  URI credentials(String host) throws Exception {
    URI.create("https://" + "user:pw@" + host + ":" + 8080 + '/' + "path");
    new URL("http://legacy.example/" /* comment */ + ("a" + "b"));
    return restTemplate.getForObject("http://svc.example/items", URI.class);
  }

  String block() {
    this.target = """
        https://block.example/\
        joined?q=1\s
          indented
        """;
    return "😀 http://emoji.example";
  }

  boolean notUris(String s) {
    java.util.regex.Pattern.compile("jdbc:tc:(?<type>[a-z0-9]+)://(?<host>[^?]+)");
    new javax.security.auth.callback.NameCallback("Username: ");
    return s.startsWith("file:") || s.startsWith("http://");
  }

  @SuppressWarnings("MalformedUri")
  @FeignClient(name = "x", url = "http://feign.example")
  interface Api {}
}
