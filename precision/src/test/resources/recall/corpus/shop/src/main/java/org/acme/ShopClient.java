package org.acme;

import java.net.URI;

/** Java literals of the shapes the corpus has: a constant, a URI.create argument, a plain string. */
public class ShopClient {
  static final String BASE = "https://api.acme-shop.io/v1";

  URI orders() {
    return URI.create("https://orders.acme-shop.io/list");
  }

  String status() {
    return "https://status.acme-shop.io/health";
  }
}
