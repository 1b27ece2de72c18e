/**
 * The urilint Maven plugin: goals {@code urilint:check} (bound to {@code verify}), {@code
 * urilint:fix} (the scanner's fix engine, not bound) and {@code urilint:baseline}.
 *
 * <p>The mojos are thin: {@link dev.urilint.maven.AbstractUrilintMojo} holds the parameters,
 * {@link dev.urilint.maven.PluginRequest} is the validated request they map to, and the scanner
 * module does the scanning, the fixing and the rendering of reports. This package only adds
 * Maven's log, the build failure and the incremental index.
 */
package dev.urilint.maven;
