package dev.urilint.scanner.classify;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class MessageBundleTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    // tomcat: java/org/apache/catalina/connector/, tomcat/util/scan/, catalina/manager/host/
    "java/org/apache/catalina/connector/LocalStrings.properties",
    "java/org/apache/catalina/connector/LocalStrings_zh_CN.properties",
    "java/org/apache/tomcat/util/scan/LocalStrings_es.properties",
    "java/org/apache/catalina/manager/host/LocalStrings_fr.properties",
    // jenkins: core/src/main/resources/...
    "core/src/main/resources/hudson/model/Messages.properties",
    "core/src/main/resources/hudson/model/Messages_sv_SE.properties",
    "core/src/main/resources/jenkins/model/CoreEnvironmentContributor/buildEnv_pt_BR.properties",
    "core/src/main/resources/hudson/ProxyConfiguration/config_ja.properties",
    "core/src/main/resources/lib/hudson/project/config-publishers2_pl.properties",
    "core/src/main/resources/jenkins/install/SetupWizard/setupWizardConfigureInstance_zh_TW.properties",
    "core/src/main/resources/hudson/PluginManager/advanced_nb_NO.properties",
    "core/src/main/resources/hudson/model/AbstractItem/delete_es_AR.properties",
    // ResourceBundle's other candidate names, and other bundle conventions
    "i18n/Labels_sr_Latn_RS.properties",
    "i18n/Labels_es_419.properties",
    "i18n/Labels_ja_JP_JP.properties",
    "src/main/resources/ValidationMessages.properties",
    "src/main/resources/messages.properties",
    "org/netbeans/modules/foo/Bundle.properties",
    "Strings.properties",
  })
  void readsTranslationsAndMessagesAsBundles(String path) {
    assertThat(MessageBundle.isMessageBundle(path)).isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "src/main/resources/application.properties",
    "src/main/resources/application-dev.properties",
    "config/db_prod.properties",
    "config/app_local.properties",
    "config/app_de_dev.properties",
    // keycloak-quickstarts: a theme's settings, whose http:// link is a true finding
    "extension/extend-admin-console/themes/my-cool-theme-name/admin/theme.properties",
    "gradle.properties",
    "config/connectionStrings.properties",
    "_de.properties",
    "src/main/resources/messages_fr.yml",
    "messages",
  })
  void leavesSettingsFilesAlone(String path) {
    assertThat(MessageBundle.isMessageBundle(path)).isFalse();
  }

  @ParameterizedTest(name = "''{0}''")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        // jenkins fingerprintCheck_es.properties: a trailing space
        "\"https://www.jenkins.io/redirect/fingerprint \" | 0-43",
        "https://www.jenkins.io/redirect/log-levels        | 0-42",
        "\"  https://www.jenkins.io/ \"                   | 2-25",
        // jenkins layout_de.properties: prose around a link
        "Siehe http://www.jenkins.io/redirect/search-box für Hilfe | none",
        // a link broken by one space is a URI with a space in it (WholeValueUri), a message or not
        "\"https://www.jenkins.io/redirect/release notes\" | 0-45",
        "\"see https://www.jenkins.io/redirect/release notes\" | none",
      })
  void aMessageIsALinkWhenItIsAWholeUriLessTheWhiteSpaceAroundIt(String message, String span) {
    assertThat(MessageBundle.link(message).map(s -> s.start() + "-" + s.end()).orElse("none")).isEqualTo(span);
  }
}
