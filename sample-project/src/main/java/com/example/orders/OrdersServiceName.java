package com.example.orders;

import com.google.auto.service.AutoService;
import java.util.function.Supplier;

/**
 * The service's name, for whoever looks it up with {@link java.util.ServiceLoader}: the
 * {@code META-INF/services} entry is written by AutoService, an annotation processor that runs
 * next to Error Prone.
 */
@AutoService(Supplier.class)
public final class OrdersServiceName implements Supplier<String> {

  @Override
  public String get() {
    return "orders-service";
  }
}
