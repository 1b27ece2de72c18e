package com.acme.shop;

import java.net.URI;

public class Links {
  static final URI DOCS = URI.create("https://docs.acme.io/v1/../v2/");
  static final URI HELP = URI.create("https://help.acme.io/" + "a/../b");
}
