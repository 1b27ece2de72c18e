package dev.urilint.errorprone;

import com.google.errorprone.CompilationTestHelper;
import java.util.Map;

/**
 * Minimal stand-ins for the HTTP libraries whose methods are URI sinks, with their real package,
 * class and method names, so the tests need none of those libraries.
 */
final class LibraryStubs {

  private LibraryStubs() {}

  private static final Map<String, String> STUBS =
      Map.ofEntries(
          Map.entry("okhttp3/HttpUrl.java", """
              package okhttp3;
              public final class HttpUrl {
                public static HttpUrl get(String url) { return null; }
                public static HttpUrl parse(String url) { return null; }
              }
              """),
          Map.entry("okhttp3/Request.java", """
              package okhttp3;
              public final class Request {
                public static class Builder {
                  public Builder url(String url) { return this; }
                  public Builder header(String name, String value) { return this; }
                }
              }
              """),
          Map.entry("org/apache/hc/client5/http/classic/methods/HttpGet.java", """
              package org.apache.hc.client5.http.classic.methods;
              public class HttpGet {
                public HttpGet(String uri) {}
              }
              """),
          Map.entry("org/apache/hc/core5/net/URIBuilder.java", """
              package org.apache.hc.core5.net;
              public class URIBuilder {
                public URIBuilder(String uri) {}
              }
              """),
          Map.entry("org/apache/hc/core5/http/io/support/ClassicRequestBuilder.java", """
              package org.apache.hc.core5.http.io.support;
              public class ClassicRequestBuilder {
                public static ClassicRequestBuilder post(String uri) { return null; }
              }
              """),
          Map.entry("org/springframework/web/client/RestOperations.java", """
              package org.springframework.web.client;
              public interface RestOperations {
                <T> T getForObject(String url, Class<T> type, Object... variables);
              }
              """),
          Map.entry("org/springframework/web/client/RestTemplate.java", """
              package org.springframework.web.client;
              public class RestTemplate implements RestOperations {
                @Override public <T> T getForObject(String url, Class<T> type, Object... variables) { return null; }
              }
              """),
          Map.entry("org/springframework/web/client/RestClient.java", """
              package org.springframework.web.client;
              public interface RestClient {
                UriSpec<?> get();
                interface UriSpec<S extends UriSpec<?>> { S uri(String uri, Object... variables); }
                interface Builder { Builder baseUrl(String baseUrl); }
              }
              """),
          Map.entry("org/springframework/web/reactive/function/client/WebClient.java", """
              package org.springframework.web.reactive.function.client;
              public interface WebClient {
                UriSpec<?> get();
                interface UriSpec<S extends UriSpec<?>> { S uri(String uri, Object... variables); }
              }
              """),
          Map.entry("org/springframework/web/util/UriComponentsBuilder.java", """
              package org.springframework.web.util;
              public class UriComponentsBuilder {
                public static UriComponentsBuilder fromUriString(String uri) { return null; }
                public static UriComponentsBuilder fromHttpUrl(String url) { return null; }
              }
              """),
          Map.entry("javax/ws/rs/core/UriBuilder.java", """
              package javax.ws.rs.core;
              public abstract class UriBuilder {
                public static UriBuilder fromUri(String uri) { return null; }
              }
              """),
          Map.entry("jakarta/ws/rs/client/Client.java", """
              package jakarta.ws.rs.client;
              public interface Client {
                Object target(String uri);
              }
              """),
          Map.entry("retrofit2/Retrofit.java", """
              package retrofit2;
              public final class Retrofit {
                public static final class Builder {
                  public Builder baseUrl(String baseUrl) { return this; }
                }
              }
              """),
          Map.entry("retrofit2/http/GET.java", """
              package retrofit2.http;
              public @interface GET {
                String value() default "";
              }
              """),
          Map.entry("org/springframework/cloud/openfeign/FeignClient.java", """
              package org.springframework.cloud.openfeign;
              public @interface FeignClient {
                String name() default "";
                String url() default "";
              }
              """),
          Map.entry("org/springframework/cloud/gateway/route/builder/RouteLocatorBuilder.java", """
              package org.springframework.cloud.gateway.route.builder;
              import java.util.function.Function;
              public class RouteLocatorBuilder {
                public Builder routes() { return null; }
                public static class Builder {
                  public Builder route(Function<PredicateSpec, UriSpec> fn) { return this; }
                  public Builder route(String id, Function<PredicateSpec, UriSpec> fn) { return this; }
                  public Object build() { return null; }
                }
              }
              """),
          Map.entry("org/springframework/cloud/gateway/route/builder/UriSpec.java", """
              package org.springframework.cloud.gateway.route.builder;
              public class UriSpec {
                public UriSpec uri(String uri) { return this; }
              }
              """),
          Map.entry("org/springframework/cloud/gateway/route/builder/PredicateSpec.java", """
              package org.springframework.cloud.gateway.route.builder;
              public class PredicateSpec extends UriSpec {
                public BooleanSpec path(String... patterns) { return null; }
                public BooleanSpec host(String... patterns) { return null; }
              }
              """),
          Map.entry("org/springframework/cloud/gateway/route/builder/BooleanSpec.java", """
              package org.springframework.cloud.gateway.route.builder;
              import java.util.function.Function;
              public class BooleanSpec extends UriSpec {
                public BooleanOpSpec and() { return null; }
                public UriSpec filters(Function<GatewayFilterSpec, UriSpec> fn) { return null; }
                public static class BooleanOpSpec extends PredicateSpec {}
              }
              """),
          Map.entry("org/springframework/cloud/gateway/route/builder/GatewayFilterSpec.java", """
              package org.springframework.cloud.gateway.route.builder;
              public class GatewayFilterSpec extends UriSpec {
                public GatewayFilterSpec stripPrefix(int parts) { return this; }
              }
              """),
          Map.entry("org/springframework/boot/web/client/RestTemplateBuilder.java", """
              package org.springframework.boot.web.client;
              public class RestTemplateBuilder {
                public RestTemplateBuilder rootUri(String rootUri) { return this; }
                public org.springframework.web.client.RestTemplate build() { return null; }
              }
              """),
          Map.entry("io/opentelemetry/exporter/zipkin/ZipkinSpanExporter.java", """
              package io.opentelemetry.exporter.zipkin;
              public class ZipkinSpanExporter {
                public static ZipkinSpanExporterBuilder builder() { return null; }
              }
              """),
          Map.entry("io/opentelemetry/exporter/zipkin/ZipkinSpanExporterBuilder.java", """
              package io.opentelemetry.exporter.zipkin;
              public class ZipkinSpanExporterBuilder {
                public ZipkinSpanExporterBuilder setEndpoint(String endpoint) { return this; }
                public ZipkinSpanExporter build() { return null; }
              }
              """),
          Map.entry("com/acme/Http.java", """
              package com.acme;
              public class Http {
                public static void get(int retries, String url) {}
                public Http(String name, String endpoint) {}
                public @interface Endpoint { String url(); }
              }
              """));

  /** Every stub: its path (by package) and its source. */
  static Map<String, String> sources() {
    return STUBS;
  }

  /** {@code helper} with every stub added. */
  static CompilationTestHelper addTo(CompilationTestHelper helper) {
    STUBS.forEach(helper::addSourceLines);
    return helper;
  }
}
