package com.example.orders;

import java.net.URI;
import java.net.http.HttpRequest;

/** Builds the requests the orders service sends to its neighbours. */
public final class OrdersClient {

  private static final String PAYMENTS = "https://payments.example.com/api/v2/";

  private OrdersClient() {}

  /** The request that fetches one order's payment. */
  public static HttpRequest payment(String orderId) {
    URI base = URI.create(PAYMENTS);
    return HttpRequest.newBuilder(base.resolve("orders/" + orderId + "/payment")).GET().build();
  }

  /** The search endpoint, including a space that is already percent-encoded. */
  public static URI search() {
    return URI.create("https://search.example.com/find?q=new%20orders");
  }

  /** The local admin console. */
  public static URI admin() {
    return URI.create("http://localhost:8080/admin");
  }
}
