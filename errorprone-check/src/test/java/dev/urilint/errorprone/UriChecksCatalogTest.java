package dev.urilint.errorprone;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.errorprone.BugPattern.LinkType;
import com.google.errorprone.BugPattern.SeverityLevel;
import com.google.errorprone.BugPattern;
import com.google.errorprone.ErrorProneFlags;
import com.google.errorprone.bugpatterns.BugChecker;
import dev.urilint.lint.RuleId;
import dev.urilint.rules.RuleCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The 14 checks against the rule catalog, so names, summaries, severities and links cannot drift. */
final class UriChecksCatalogTest {

  private static Class<? extends UriRuleChecker> checkFor(RuleId rule) throws ClassNotFoundException {
    return Class.forName("dev.urilint.errorprone." + rule.checkName()).asSubclass(UriRuleChecker.class);
  }

  @ParameterizedTest
  @EnumSource(RuleId.class)
  void eachRuleHasACheckNamedAfterItWithTheRulesMetadata(RuleId rule) throws Exception {
    Class<? extends UriRuleChecker> check = checkFor(rule);
    BugPattern pattern = check.getAnnotation(BugPattern.class);

    assertThat(check.getSimpleName()).isEqualTo(rule.checkName());
    assertThat(pattern.summary()).isEqualTo(rule.summary()).doesNotEndWith(".");
    assertThat(pattern.severity()).isEqualTo(switch (rule.defaultSeverity()) {
      case ERROR -> SeverityLevel.ERROR;
      case WARNING -> SeverityLevel.WARNING;
      case INFO -> SeverityLevel.SUGGESTION;
    });
    assertThat(pattern.link()).isEqualTo(rule.docUrl());
    assertThat(pattern.linkType()).isEqualTo(LinkType.CUSTOM);
    assertThat(pattern.altNames()).containsExactly("urilint:" + rule.id());
  }

  @ParameterizedTest
  @EnumSource(RuleId.class)
  void eachCheckRunsItsRuleAndHasBothConstructors(RuleId rule) throws Exception {
    Class<? extends UriRuleChecker> check = checkFor(rule);

    assertThat(check.getConstructor().newInstance().rule()).isEqualTo(rule);
    assertThat(check.getConstructor(ErrorProneFlags.class).isAnnotationPresent(javax.inject.Inject.class)).isTrue();
    assertThat(LooseUriRuleChecker.class.isAssignableFrom(check)).isEqualTo(dev.urilint.sinks.StringRole.checksOutsideSinks(rule));
    assertThat(java.lang.reflect.Modifier.isFinal(check.getModifiers())).isTrue();
  }

  @Test
  void everyCheckIsRegisteredAsAService() {
    List<String> names = new ArrayList<>();
    ServiceLoader.load(BugChecker.class).stream()
        .map(ServiceLoader.Provider::type)
        .filter(t -> t.getPackageName().equals("dev.urilint.errorprone"))
        .forEach(t -> names.add(t.getSimpleName()));

    assertThat(names).containsExactlyInAnyOrderElementsOf(Stream.of(RuleId.values()).map(RuleId::checkName).toList());
  }
}
