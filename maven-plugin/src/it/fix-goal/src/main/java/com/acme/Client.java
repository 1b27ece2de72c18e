package com.acme;

import java.net.URI;

public class Client {
  static final URI API = URI.create("htps://api.acme.io/v1");
  static final URI DOCS = URI.create("https://docs.acme.io/v1/../v2/");
}
