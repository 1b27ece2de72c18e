package dev.urilint.maven;

import static org.assertj.core.api.Assertions.assertThat;

import dev.urilint.scanner.ScanResult;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.junit.jupiter.api.Test;

/**
 * The reactor summary's module lines: each module named once (its folder only when it says
 * something more than the name), the counts in one column whatever the length of the names.
 */
final class ReactorSummaryTest {

  @Test
  void aModuleInAFolderOfItsNameIsNamedOnceAndOneInAnotherFolderGetsItsPath() {
    assertThat(rows(module("shop", ""), module("orders", "orders"), module("billing", "services/billing")))
        .containsExactly(
            "  shop ................................. 0 errors, 0 warnings, 0 info in 2 files",
            "  orders ............................... 0 errors, 0 warnings, 0 info in 2 files",
            "  billing (services/billing) ........... 0 errors, 0 warnings, 0 info in 2 files");
  }

  @Test
  void aLongNamePushesTheCountsOfEveryLineToOneColumn() {
    List<String> rows = rows(
        module("shop", ""),
        module("orders-event-sourcing-projection-service", "orders-event-sourcing-projection-service"),
        ReactorView.Module.skipped("billing", "billing"));

    assertThat(rows).containsExactly(
        "  shop ....................................... 0 errors, 0 warnings, 0 info in 2 files",
        "  orders-event-sourcing-projection-service ... 0 errors, 0 warnings, 0 info in 2 files",
        "  billing .................................... skipped (urilint.skip)");
  }

  private static List<String> rows(ReactorView.Module... modules) {
    ReactorView.Completed done = new ReactorView.Completed(List.of(modules));
    List<String> logged = new ArrayList<>();
    SystemStreamLog log = new SystemStreamLog() {
      @Override
      public void info(CharSequence content) {
        logged.add(content.toString());
      }
    };
    new ReactorSummary(log).log(done, done.combined(), Path.of("target/urilint-reactor"), true);
    return logged.subList(1, 1 + modules.length);
  }

  private static ReactorView.Module module(String name, String path) {
    ScanResult result = new ScanResult(List.of(), List.of(), List.of(), 2, 0, 0, List.of(), Optional.empty(), 0, 4, 0);
    return ReactorView.Module.checked(name, path, result, "error", false);
  }
}
