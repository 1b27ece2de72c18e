package dev.urilint.precision;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * Chooses which sites get which defect, from a seed, and writes the defects into a file's text.
 * The same sites and seed always give the same plants.
 *
 * <p>Sites are shuffled by the seed; each repository gets at most {@link #MAIN_PER_REPOSITORY}
 * plants in main code and {@link #TEST_PER_REPOSITORY} in test code, a file at most {@link
 * #PER_FILE}, a line at most one (a finding is matched by its line). Each site gets the class that
 * has been planted least so far among those its URL can carry, so every class is planted in about
 * the same number of places and formats. A URL in a Java text block gets only a defect a URI
 * inside text is read for ({@link RecallPolicy#readInText}: a password, a query secret, a
 * misleading {@code '@'}).
 *
 * <pre>{@code
 * List<Plant> plants = Planter.choose(sites, 1);
 * String planted = Planter.apply(text, plantsOfThatFile);
 * }</pre>
 */
final class Planter {

  static final int MAIN_PER_REPOSITORY = 36;
  static final int TEST_PER_REPOSITORY = 12;
  static final int PER_FILE = 3;

  private Planter() {}

  /**
   * The plants for {@code sites} (all repositories; a site's repository is the first segment of its
   * path) with {@code seed}.
   */
  static List<Plant> choose(List<UrlSite> sites, long seed) {
    Random random = new Random(seed);
    List<UrlSite> order = new ArrayList<>(sites);
    order.sort(Comparator.comparing(UrlSite::path).thenComparingInt(UrlSite::start));
    Collections.shuffle(order, random);
    Map<String, Integer> perRepositoryMain = new HashMap<>();
    Map<String, Integer> perRepositoryTest = new HashMap<>();
    Map<String, Integer> perFile = new HashMap<>();
    Set<String> lines = new HashSet<>();
    Map<DefectClass, Integer> planted = new EnumMap<>(DefectClass.class);
    for (DefectClass d : DefectClass.values()) {
      planted.put(d, 0);
    }
    List<Plant> plants = new ArrayList<>();
    for (UrlSite site : order) {
      String repository = site.path().substring(0, Math.max(0, site.path().indexOf('/')));
      Map<String, Integer> perRepository = site.test() ? perRepositoryTest : perRepositoryMain;
      int cap = site.test() ? TEST_PER_REPOSITORY : MAIN_PER_REPOSITORY;
      if (perRepository.getOrDefault(repository, 0) >= cap || perFile.getOrDefault(site.path(), 0) >= PER_FILE
          || lines.contains(site.path() + ":" + site.line())) {
        continue;
      }
      Optional<Plant> plant = leastPlanted(site, planted, random);
      if (plant.isEmpty()) {
        continue;
      }
      plants.add(plant.get());
      planted.merge(plant.get().defect(), 1, Integer::sum);
      perRepository.merge(repository, 1, Integer::sum);
      perFile.merge(site.path(), 1, Integer::sum);
      lines.add(site.path() + ":" + site.line());
    }
    plants.sort(Comparator.comparing((Plant p) -> p.site().path()).thenComparingInt(p -> p.site().start()));
    return plants;
  }

  private static Optional<Plant> leastPlanted(UrlSite site, Map<DefectClass, Integer> planted, Random random) {
    List<DefectClass> classes = new ArrayList<>(List.of(DefectClass.values()));
    classes.sort(Comparator.comparingInt(planted::get));
    for (DefectClass d : classes) {
      Optional<String> value = d.plant(site.url(), random);
      // A text block's URL gets only what a URI inside text is read for (a secret around it).
      if (value.isPresent() && (site.context() != KeyContext.JAVA_TEXT
          || RecallPolicy.readInText(new Plant(site, d, value.get())))) {
        return Optional.of(new Plant(site, d, value.get()));
      }
    }
    return Optional.empty();
  }

  /** {@code text} with each plant's value written over its site's URL; the plants are of this file. */
  static String apply(String text, List<Plant> plants) {
    List<Plant> backwards = new ArrayList<>(plants);
    backwards.sort(Comparator.comparingInt((Plant p) -> p.site().start()).reversed());
    StringBuilder b = new StringBuilder(text);
    for (Plant p : backwards) {
      int start = p.site().start();
      String url = p.site().url().toString();
      if (!text.startsWith(url, start)) {
        throw new IllegalArgumentException(p.site().path() + ":" + p.site().line() + " does not hold " + url);
      }
      b.replace(start, start + url.length(), p.site().format().encode(p.planted()));
    }
    return b.toString();
  }
}
