package dev.urilint.maven;

import java.io.File;
import java.util.List;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * The parameters both goals share. Each maps one-to-one onto the scanner's request; {@link
 * PluginRequest#from} validates them and names the parameter that is wrong.
 */
abstract class AbstractUrilintMojo extends AbstractMojo {

  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  protected MavenProject project;

  /**
   * Skips the goal. Useful on the command line: {@code -Durilint.skip}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.skip", defaultValue = "false")
  protected boolean skip;

  /**
   * Files to scan, as glob patterns relative to the module's base directory ({@code **} matches
   * any number of directories). When empty, urilint scans every supported file (properties, YAML,
   * JSON, XML, .env, HOCON, TOML, Java) in the module's base directory, the root files of a
   * multi-module build such as {@code .env}, {@code docker-compose.yml} or {@code k8s/*.yaml}
   * included, less the folders that are not the module's: child modules (each scans its own),
   * the build output, and the default excludes. Command line: {@code
   * -Durilint.includes=src/main/resources/**,pom.xml}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.includes")
  protected List<String> includes;

  /**
   * Files to leave out, as glob patterns relative to the module's base directory, on top of the
   * default excludes: child modules' folders, the build output ({@code target/}), {@code build/},
   * {@code node_modules/}, VCS folders ({@code .git/}, {@code .hg/}, {@code .svn/}), IDE folders
   * ({@code .idea/}, {@code .vscode/}), {@code .gradle/}, lock files, binary files and the baseline
   * file. Example: {@code src/main/resources/legacy/**}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.excludes")
  protected List<String> excludes;

  /**
   * Per-rule severity, one {@code rule-id=severity} entry each, where severity is {@code error},
   * {@code warning}, {@code info} or {@code off}. Rule ids are listed in the README and by {@code
   * urilint rules}. Example: {@code <rule>non-normalized=off</rule>}; command line: {@code
   * -Durilint.rules=insecure-scheme=error,non-normalized=off}. Rules not listed keep their default
   * severity (or the one in {@code urilint.yml}).
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.rules")
  protected List<String> rules;

  /**
   * Hosts that {@code insecure-scheme} accepts over plain {@code http}/{@code ws}/{@code ftp}: an
   * exact host name or {@code *.suffix}. Example: {@code *.corp.internal}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.allowedHosts")
  protected List<String> allowedHosts;

  /**
   * Your own Java methods, constructors and annotation elements whose {@code String} argument must
   * be a URI, in the syntax of the Error Prone check's {@code AdditionalSinks}: {@code
   * com.acme.Http#get} (first {@code String} parameter), {@code com.acme.Client#new(1)} (second
   * constructor argument), {@code @com.acme.Endpoint#url} (annotation element). Default: {@code
   * additionalSinks} of {@code urilint.yml}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.additionalSinks")
  protected List<String> additionalSinks;

  /**
   * Like {@code additionalSinks}, for arguments that are URI templates (RFC 6570 {@code {variables}}
   * accepted), as the Error Prone check's {@code TemplateSinks}. Default: {@code templateSinks}
   * of {@code urilint.yml}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.templateSinks")
  protected List<String> templateSinks;

  /**
   * Whether {@code .java} files are scanned (string literals, text blocks and constant
   * concatenations, with JavaParser). Default: {@code true}, or {@code scanJavaSources} of {@code
   * urilint.yml}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.scanJavaSources")
  protected Boolean scanJavaSources;

  /**
   * Whether test code ({@code src/test/**} and the other test source sets, {@code test/} and
   * {@code tests/} trees, {@code *Test.java}, {@code *IT.java}...) gets every rule. When {@code
   * false} (the default) it gets only the rules that protect a secret, and the
   * dummy secrets tests write on purpose are left alone: a test's strings are deliberately odd
   * inputs. The build log says how many test files were checked so.
   * Values: {@code true}, {@code false}. Default: {@code false}, or {@code testSourcesAllRules} of
   * {@code urilint.yml}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.testSourcesAllRules")
  protected Boolean testSourcesAllRules;

  /**
   * The older name of {@link #testSourcesAllRules}; either one set to {@code true} gives test
   * code every rule. Values: {@code true}, {@code false}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.scanTestSources")
  protected Boolean scanTestSources;

  /**
   * Report formats written to {@link #outputDirectory}: any of {@code text} ({@code urilint.txt}),
   * {@code json} ({@code urilint.json}), {@code sarif} ({@code urilint.sarif}, SARIF 2.1.0 for
   * GitHub code scanning and SonarQube), {@code gitlab} ({@code urilint-gitlab.json}, GitLab Code
   * Quality) and {@code checkstyle} ({@code urilint-checkstyle.xml}, Checkstyle XML for reviewdog,
   * Jenkins Warnings NG and CI dashboards). Command line: {@code -Durilint.formats=sarif}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.formats", defaultValue = "text,json,sarif")
  protected List<String> formats;

  /**
   * Where the reports and the incremental index are written.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.outputDirectory", defaultValue = "${project.build.directory}/urilint")
  protected File outputDirectory;

  /**
   * A baseline file of known findings (written by {@code urilint:baseline} or {@code urilint check
   * --write-baseline}). Findings in it are not reported and do not fail the build; entries that no
   * longer match are listed so the baseline can shrink. A relative path is taken from the top of
   * the build (the directory Maven was started in), so {@code -Durilint.baseline=urilint-baseline.json}
   * names one file for every module. When not set, the {@code baseline} of {@code urilint.yml} is
   * used, if any. One baseline serves a whole multi-module build: its entries are keyed by path
   * from the top, and each module matches, reports as stale and rewrites only the entries of the
   * files it scans.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.baseline")
  protected String baseline;

  /**
   * Files larger than this many bytes are skipped with a message (default 10 MiB): config files
   * are small, larger ones are generated data. Default: {@code 10485760}, or {@code maxFileSize}
   * of {@code urilint.yml}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.maxFileSize")
  protected Long maxFileSize;

  /**
   * Whether to keep an incremental index under {@link #outputDirectory}, so unchanged files are not
   * scanned again. The index is keyed on the plugin version and the bytes of its jars (a rebuilt
   * snapshot is another build), the effective configuration, the baseline's content and each
   * file's content hash; a change to any of them invalidates what it affects. A file that holds a
   * secret is never stored in it. Turn it off with {@code -Durilint.cache=false}.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.cache", defaultValue = "true")
  protected boolean cache;

  /**
   * The {@code urilint.yml} configuration file. When not set, urilint looks for {@code urilint.yml}
   * or {@code .urilint.yml} in the module's base directory and then in each parent directory up to
   * the top of the multi-module build. Parameters set in the POM or on the command line override
   * the file.
   *
   * @since 0.1.0
   */
  @Parameter(property = "urilint.configFile")
  protected File configFile;

  @Parameter(defaultValue = "${session.executionRootDirectory}", readonly = true)
  protected File executionRootDirectory;

  @Parameter(defaultValue = "${plugin.version}", readonly = true)
  protected String pluginVersion;
}
