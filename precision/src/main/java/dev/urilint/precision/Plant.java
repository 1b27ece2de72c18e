package dev.urilint.precision;

/**
 * A defect planted at a site: what the recall suite expects the scanner to report.
 *
 * @param site where, and the URL that was there
 * @param defect the class of defect
 * @param planted the value written in place of the URL (before the format's own escaping)
 */
record Plant(UrlSite site, DefectClass defect, String planted) {

  /** The finding that reports this plant: the site's path and line, the defect's rule. */
  FindingKey expected() {
    return new FindingKey(site.path(), site.line(), defect.rule());
  }
}
