package com.acme;

import java.net.URI;

class Docs {
  URI guide() {
    return URI.create("https://docs.acme-shop.com/guide/a%2520b");
  }
}
