package dev.urilint.lint;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.placeholders.PlaceholderSyntax;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ContextTest {

  @ParameterizedTest(name = "{0} ends with {1}: {2}")
  @CsvSource({
    "spring.kafka.bootstrap-servers, servers, true",
    "BOOTSTRAP_SERVERS,              servers, true",
    "bootstrapServers,               servers, true",
    "SENTRY_DSN,                     dsn,     true",
    "app.sentryDsn,                  dsn,     true",
    "app.cors.allowed-origins,       origins, true",
    "servers.port,                   servers, false",
    "dsn,                            dsn,     true",
    "sn,                             dsn,     false",
    "'',                             dsn,     false",
  })
  void readsTheKeysLastWordAcrossCaseAndSeparators(String key, String word, boolean ends) {
    assertThat(Context.locator().withKey(key).keyEndsWith(List.of(word))).isEqualTo(ends);
  }

  @Test
  void aContextWithoutAKeyEndsWithNothing() {
    assertThat(Context.locator().keyEndsWith(List.of("url"))).isFalse();
    assertThat(Context.keyEndsWith(Optional.empty(), List.of("url"))).isFalse();
  }

  @Test
  void readsTemplatesUnlessToldTheStringIsCodeThatTakesAUri() {
    assertThat(Context.locator().placeholders()).contains(PlaceholderSyntax.RFC6570);
    assertThat(Context.locator().withoutTemplates().placeholders())
        .doesNotContain(PlaceholderSyntax.RFC6570)
        .containsAll(Context.CODE_PLACEHOLDERS);
    assertThat(Context.locator().withoutTemplates().withTemplates().placeholders()).isEqualTo(Context.CONFIG_PLACEHOLDERS);
  }

  @Test
  void sharesTheDefaultPlaceholderSetInsteadOfCopyingItPerKey() {
    assertThat(Context.locator().withKey("a.url").placeholders()).isSameAs(Context.CONFIG_PLACEHOLDERS);
  }
}
