/**
 * Selecting files: folders walked with default excludes (build output, dependency folders, VCS
 * metadata, lock files), include and exclude globs relative to the root, symbolic link loops
 * reported and not followed.
 *
 * <pre>{@code
 * WalkResult walk = new FileWalker(root, includes, excludes, true).walk(List.of(root));
 * }</pre>
 */
package dev.urilint.scanner.walk;
