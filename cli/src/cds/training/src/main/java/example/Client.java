package example;

import java.net.URI;

class Client {
  static final URI API = URI.create("https://api.example.net/v1");
  static final URI LEGACY = URI.create("localhost:8080");
}
