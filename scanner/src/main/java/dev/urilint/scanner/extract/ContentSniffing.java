package dev.urilint.scanner.extract;

/**
 * An extractor whose file name alone does not decide (a {@code .conf} file may be HOCON, nginx or
 * httpd): {@link Extractor#accepts(SourceFile)} looks at the content, and this tells the registry
 * that the name is worth reading the file for.
 */
public interface ContentSniffing {

  /** Whether a file with this lower-case name might be accepted once its content is known. */
  boolean acceptsName(String lowerCaseFileName);
}
