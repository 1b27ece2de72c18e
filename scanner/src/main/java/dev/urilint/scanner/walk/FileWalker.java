package dev.urilint.scanner.walk;

import dev.urilint.scanner.SkippedFile;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns the paths a user named into the list of files to scan.
 *
 * <p>Folders are walked following symbolic links that stay inside the folder walked (a linked
 * config folder is still config), with the JDK's loop detection: a link back to an ancestor is
 * reported once as a skipped path and not entered. A link that leads out of the folder walked
 * ({@code /}, {@code /etc}, a linked {@code ~/.git-credentials}) is reported and not followed: the
 * scan reads and prints nothing outside what the user named. The walk is bounded ({@link
 * WalkLimits}: folder depth and entries visited), and every entry it meets but cannot use is
 * reported, never dropped in silence: a dangling link, a FIFO, device or socket with a supported
 * name, a path the operating system refuses (longer than {@code PATH_MAX}), a folder deeper than
 * the bound. Default-excluded folders ({@link DefaultExcludes}: dependency, VCS and IDE folders
 * by name, build output by the build file beside it) are not entered and lock files are left out,
 * build output and lock files counted ({@link LeftOut}); only names that {@link SupportedFiles}
 * knows are kept, then the user's includes and excludes apply to the path relative to the root. A
 * file named explicitly is read even inside a default-excluded folder, a lock file too.
 *
 * <pre>{@code
 * WalkResult walk = new FileWalker(root, List.of(), List.of("generated/"), true).walk(List.of(root));
 * walk.files();   // every supported file below root, sorted by relative path
 * }</pre>
 */
public final class FileWalker {

  private final Path root;
  private final List<Glob> includes;
  private final List<Glob> excludes;
  private final boolean java;
  private final WalkLimits limits;

  /**
   * @param root paths are shown and globs are matched relative to it
   * @param includes a file must match one of these, when any are given
   * @param excludes a file matching one of these is left out
   * @param java whether {@code .java} files are selected
   */
  public FileWalker(Path root, List<String> includes, List<String> excludes, boolean java) {
    this(root, includes, excludes, java, WalkLimits.DEFAULT);
  }

  FileWalker(Path root, List<String> includes, List<String> excludes, boolean java, WalkLimits limits) {
    this.root = root.toAbsolutePath().normalize();
    this.includes = includes.stream().map(Glob::of).toList();
    this.excludes = excludes.stream().map(Glob::of).toList();
    this.java = java;
    this.limits = limits;
  }

  /**
   * Walks {@code paths}; relative ones resolve against the working directory, as on a command
   * line. Never throws for a bad path.
   */
  public WalkResult walk(List<Path> paths) {
    Map<String, WalkedFile> files = new LinkedHashMap<>();
    List<SkippedFile> skipped = new ArrayList<>();
    List<String> buildOutput = new ArrayList<>();
    List<String> lockFiles = new ArrayList<>();
    for (Path given : paths) {
      Path path = given.toAbsolutePath().normalize();
      if (!Files.exists(path)) {
        skipped.add(new SkippedFile(display(path), "does not exist"));
      } else if (leavesTheTree(path)) {
        // Named under the tree but a link on the way leads out of it: refused as the walk of the
        // tree refuses that link, so a file list (the pre-commit hooks') reads and writes no file
        // outside the tree.
        skipped.add(new SkippedFile(display(path), LinkBoundary.NAMED_OUTSIDE, false));
      } else if (Files.isDirectory(path)) {
        walkFolder(path, new Found(files, skipped, buildOutput, lockFiles));
      } else {
        addExplicit(path, files, skipped);
      }
    }
    List<WalkedFile> sorted = new ArrayList<>(files.values());
    sorted.sort(Comparator.comparing(WalkedFile::displayPath));
    skipped.sort(Comparator.comparing(SkippedFile::path));
    return new WalkResult(sorted, skipped, new LeftOut(sortedOnce(buildOutput), sortedOnce(lockFiles)));
  }

  private static List<String> sortedOnce(List<String> paths) {
    return paths.stream().distinct().sorted().toList();
  }

  /** What one walk collects, shared by the folders it walks. */
  record Found(
      Map<String, WalkedFile> files, List<SkippedFile> skipped, List<String> buildOutput, List<String> lockFiles) {}

  /**
   * Whether a file named on its own (a path given to {@code urilint check}, a document open in an
   * editor) is one this walk scans: a supported name, not a lock file, not left out by the
   * includes and excludes. Its path as reports show it when it is; the file need not exist.
   */
  public Optional<String> selects(Path file) {
    Path name = file.getFileName();
    if (name != null && DefaultExcludes.isLockFile(name.toString())) {
      return Optional.empty();
    }
    return named(name, display(file));
  }

  // Whether a file named on the command line is read: a supported name the includes and excludes
  // select. A lock file too: the user named it (its registry URLs may carry a password).
  private Optional<String> named(Path name, String shown) {
    if (name == null || !SupportedFiles.isCandidate(name.toString(), java) || !selected(shown)) {
      return Optional.empty();
    }
    return Optional.of(shown);
  }

  /**
   * Whether a walk of the root would scan {@code file} (a document open in an editor): {@link
   * #selects} and no folder on the way down from the root that the walk does not enter (a
   * default-excluded one such as {@code node_modules}, or one the excludes prune). The file need
   * not exist.
   */
  public Optional<String> selectsBelowRoot(Path file) {
    Optional<String> shown = selects(file);
    Path abs = file.toAbsolutePath().normalize();
    if (shown.isEmpty() || !abs.startsWith(root)) {
      return shown;
    }
    Path relative = root.relativize(abs);
    for (int i = 0; i < relative.getNameCount() - 1; i++) {
      if (DefaultExcludes.isExcludedFolder(relative.getName(i).toString())
          || DefaultExcludes.isBuildOutput(root.resolve(relative.subpath(0, i + 1)))
          || isExcludedFolder(relative.subpath(0, i + 1).toString().replace('\\', '/'))) {
        return Optional.empty();
      }
    }
    return shown;
  }

  private void addExplicit(Path file, Map<String, WalkedFile> files, List<SkippedFile> skipped) {
    Optional<String> selected = named(file.getFileName(), display(file));
    if (selected.isEmpty()) {
      return;
    }
    String shown = selected.get();
    if (!Files.isRegularFile(file)) {
      // Named by the user, so not left out without a word; never opened, since reading a FIFO
      // or a device could block the scan forever.
      skipped.add(new SkippedFile(shown, "not a regular file (a FIFO, device or socket); not read"));
      return;
    }
    try {
      // Read, and fixed, at the file's own path: a fix through a link would replace the link by a
      // regular file.
      Path real = file.toRealPath();
      String own = real.equals(file.toAbsolutePath().normalize()) ? shown : displayReal(real);
      if (!own.equals(shown) && named(real.getFileName(), own).isEmpty()) {
        skipped.add(new SkippedFile(shown, "symbolic link to " + own + ", which this scan does not read; not read", false));
        return;
      }
      files.putIfAbsent(own, new WalkedFile(real, own, Files.size(real)));
    } catch (IOException e) {
      skipped.add(new SkippedFile(shown, "cannot be read: " + describe(e)));
    }
  }

  // Whether a path the user named below the root resolves outside it (a linked folder or file on
  // the way). A path named outside the root is the user's own choice, read as named.
  private boolean leavesTheTree(Path path) {
    if (!path.startsWith(root)) {
      return false;
    }
    try {
      return !path.toRealPath().startsWith(realRoot());
    } catch (IOException | SecurityException e) {
      return true;
    }
  }

  private Path realRoot() {
    try {
      return root.toRealPath();
    } catch (IOException | SecurityException e) {
      return root;
    }
  }

  // A resolved path as reports show it: relative to the root's own real path when below it.
  private String displayReal(Path real) {
    Path realRoot = realRoot();
    if (!real.startsWith(realRoot)) {
      return display(real);
    }
    String s = realRoot.relativize(real).toString().replace('\\', '/');
    return s.isEmpty() ? "." : s;
  }

  private void walkFolder(Path start, Found found) {
    try {
      FolderVisitor visitor = new FolderVisitor(start, found);
      Files.walkFileTree(start, EnumSet.of(FileVisitOption.FOLLOW_LINKS), limits.maxDepth(), visitor);
    } catch (IOException | RuntimeException e) {
      found.skipped().add(new SkippedFile(display(start), "cannot be walked: " + describe(e)));
    }
  }

  /** Collects the files of one folder tree; never ends the walk for one bad entry. */
  final class FolderVisitor extends SimpleFileVisitor<Path> {

    private final Path start;
    private final Map<String, WalkedFile> files;
    private final List<SkippedFile> skipped;
    private final Found found;
    private final LinkBoundary boundary;
    private long entries;

    FolderVisitor(Path start, Found found) throws IOException {
      this.start = start;
      this.files = found.files();
      this.skipped = found.skipped();
      this.found = found;
      this.boundary = LinkBoundary.of(start);
    }

    @Override
    public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
      if (tooMany(dir)) {
        return FileVisitResult.TERMINATE;
      }
      try {
        return enter(dir);
      } catch (RuntimeException e) {
        skipped.add(new SkippedFile(display(dir), "cannot be walked: " + describe(e)));
        return FileVisitResult.SKIP_SUBTREE;
      }
    }

    private FileVisitResult enter(Path dir) {
      if (!dir.equals(start) && DefaultExcludes.isExcludedFolder(name(dir))) {
        return FileVisitResult.SKIP_SUBTREE;
      }
      String shown = display(dir);
      if (!dir.equals(start) && isExcludedFolder(shown)) {
        return FileVisitResult.SKIP_SUBTREE;
      }
      if (!dir.equals(start) && DefaultExcludes.isBuildOutput(dir)) {
        // Counted: the summary says what the walk left out, so a run that passes does not seem
        // to have read everything.
        found.buildOutput().add(shown);
        return FileVisitResult.SKIP_SUBTREE;
      }
      if (!dir.equals(start) && boundary.leaves(dir)) {
        skipped.add(new SkippedFile(shown, LinkBoundary.OUTSIDE, false));
        return FileVisitResult.SKIP_SUBTREE;
      }
      if (!dir.equals(start) && boundary.staysInside(dir)) {
        skipped.add(new SkippedFile(shown, LinkBoundary.INSIDE, false));
        return FileVisitResult.SKIP_SUBTREE;
      }
      return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
      if (tooMany(file)) {
        return FileVisitResult.TERMINATE;
      }
      try {
        return visitEntry(file, attrs);
      } catch (RuntimeException e) {
        // One entry that breaks something (a name the system's charset cannot encode) is reported;
        // it never ends the walk of the whole tree.
        skipped.add(new SkippedFile(display(file), "cannot be read: " + describe(e)));
        return FileVisitResult.CONTINUE;
      }
    }

    private FileVisitResult visitEntry(Path file, BasicFileAttributes attrs) {
      String fileName = name(file);
      if (attrs.isDirectory()) {
        // The JDK hands a folder at the depth bound to visitFile instead of entering it.
        if (!DefaultExcludes.isExcludedFolder(fileName) && !DefaultExcludes.isBuildOutput(file)
            && !isExcludedFolder(display(file))) {
          skipped.add(new SkippedFile(display(file), "below the depth limit of " + limits.maxDepth() + " folders; not walked"));
        }
        return FileVisitResult.CONTINUE;
      }
      if (attrs.isSymbolicLink()) {
        // With FOLLOW_LINKS the JDK hands over the link itself only when its target is missing.
        skipped.add(new SkippedFile(display(file), "dangling symbolic link: its target does not exist; not read", false));
        return FileVisitResult.CONTINUE;
      }
      if (!SupportedFiles.isCandidate(fileName, java)) {
        return FileVisitResult.CONTINUE;
      }
      String shown = display(file);
      if (!selected(shown)) {
        return FileVisitResult.CONTINUE;
      }
      if (DefaultExcludes.isLockFile(fileName)) {
        found.lockFiles().add(shown);
        return FileVisitResult.CONTINUE;
      }
      if (!attrs.isRegularFile()) {
        // Never opened: reading a FIFO or a device could block the scan forever.
        skipped.add(new SkippedFile(shown, "not a regular file (a FIFO, device or socket); not read", false));
      } else if (boundary.leaves(file)) {
        skipped.add(new SkippedFile(shown, LinkBoundary.OUTSIDE, false));
      } else if (boundary.staysInside(file)) {
        skipped.add(new SkippedFile(shown, LinkBoundary.INSIDE, false));
      } else {
        files.putIfAbsent(shown, new WalkedFile(file, shown, attrs.size()));
      }
      return FileVisitResult.CONTINUE;
    }

    @Override
    public FileVisitResult visitFileFailed(Path file, IOException e) {
      if (tooMany(file)) {
        return FileVisitResult.TERMINATE;
      }
      if (e instanceof FileSystemLoopException) {
        skipped.add(
            new SkippedFile(
                display(file), "symbolic link loop: it points back to a folder above it; not followed", false));
      } else if (SupportedFiles.isCandidate(name(file), java)
          || !Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
        // A folder the system refuses (a path longer than PATH_MAX cannot even be stat'ed) may hold
        // any file: reported, since what it holds is lost.
        skipped.add(new SkippedFile(display(file), "cannot be read: " + describe(e)));
      }
      return FileVisitResult.CONTINUE;
    }

    // The walk's bound on entries: a tree that large is cut, and the cut said.
    private boolean tooMany(Path at) {
      if (++entries <= limits.maxEntries()) {
        return false;
      }
      skipped.add(
          new SkippedFile(
              display(at), "the walk stopped at " + limits.maxEntries() + " entries; this and what follows were not read"));
      return true;
    }

    // SimpleFileVisitor rethrows here an error met while listing a folder (one that vanished
    // mid-walk, a /proc entry), which ended the whole walk: report that folder and go on.
    @Override
    public FileVisitResult postVisitDirectory(Path dir, IOException e) {
      if (e != null) {
        skipped.add(new SkippedFile(display(dir), "cannot be walked: " + describe(e)));
      }
      return FileVisitResult.CONTINUE;
    }
  }

  /**
   * Whether a walk of {@code paths} would read the file at {@code relativePath} (relative to the
   * root, {@code /}-separated) if it were there: it lies in one of the paths, no folder on its way
   * is excluded, and the includes and excludes select it. What another walk reads (another module
   * of the same build, the files a commit did not stage) is not this one's: a baseline entry of
   * such a file is neither stale nor rewritten by this scan.
   *
   * <pre>{@code
   * new FileWalker(root, List.of(), List.of("alpha/**"), true).covers(List.of(root), "alpha/app.yml");  // false
   * }</pre>
   */
  public boolean covers(List<Path> paths, String relativePath) {
    Path file = root.resolve(relativePath).normalize();
    boolean inside = false;
    for (Path given : paths) {
      if (file.startsWith(given.toAbsolutePath().normalize())) {
        inside = true;
        break;
      }
    }
    if (!inside) {
      return false;
    }
    for (int slash = relativePath.indexOf('/'); slash > 0; slash = relativePath.indexOf('/', slash + 1)) {
      if (isExcludedFolder(relativePath.substring(0, slash))) {
        return false;
      }
    }
    return selected(relativePath);
  }

  // A user exclude such as "generated/" or "legacy/**" prunes the whole folder.
  private boolean isExcludedFolder(String shownDir) {
    String asFolder = shownDir + "/";
    for (Glob g : excludes) {
      if (g.matches(shownDir) || g.matches(asFolder)) {
        return true;
      }
    }
    return false;
  }

  private boolean selected(String shown) {
    for (Glob g : excludes) {
      if (g.matches(shown)) {
        return false;
      }
    }
    if (includes.isEmpty()) {
      return true;
    }
    for (Glob g : includes) {
      if (g.matches(shown)) {
        return true;
      }
    }
    return false;
  }

  /** {@code path} relative to the root, {@code /}-separated; as given when outside the root. */
  public String display(Path path) {
    Path abs = path.toAbsolutePath().normalize();
    Path shown = abs.startsWith(root) ? root.relativize(abs) : abs;
    String s = shown.toString().replace('\\', '/');
    return s.isEmpty() ? "." : s;
  }

  private static String name(Path p) {
    Path n = p.getFileName();
    return n == null ? p.toString() : n.toString();
  }

  static String describe(Exception e) {
    if (e instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (e instanceof NoSuchFileException) {
      return "no such file (a dangling symbolic link?)";
    }
    if (e instanceof FileSystemException f && f.getReason() != null) {
      // The reason alone ("File name too long"): the message repeats the whole path.
      return f.getReason();
    }
    String m = e.getMessage();
    return e.getClass().getSimpleName() + (m == null ? "" : ": " + m);
  }
}
