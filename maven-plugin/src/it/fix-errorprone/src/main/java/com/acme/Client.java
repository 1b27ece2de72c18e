package com.acme;

import java.net.URI;

class Client {
  URI api() {
    return URI.create("https://api.acme-shop.com/v1/a b");
  }
}
