package com.example.orders;

/** What a service calls itself; implementations are found with {@link java.util.ServiceLoader}. */
public interface ServiceName {

  /** The service's name, as in {@code "orders-service"}. */
  String name();
}
