package com.example.orders;

import com.google.auto.service.AutoService;

/**
 * The service's name, for whoever looks it up with {@link java.util.ServiceLoader}: the
 * {@code META-INF/services} entry is written by AutoService, an annotation processor that runs
 * next to Error Prone.
 */
@AutoService(ServiceName.class)
public final class OrdersServiceName implements ServiceName {

  @Override
  public String name() {
    return "orders-service";
  }
}
