/**
 * The Java prefilter: a hand-written lexer ({@link
 * dev.urilint.scanner.extract.javasource.prefilter.JavaLexer}) and a reading of the file's member
 * bodies from its tokens decide which bodies can hold a string that gets a rule, so JavaParser
 * reads only those ({@link dev.urilint.scanner.extract.javasource.prefilter.JavaPrefilter}). Its
 * answer must equal the parser's: the values with a role other than "not a URI", and their
 * findings, are the same with and without it.
 *
 * <pre>{@code
 * JavaPrefilter.Verdict v = new JavaPrefilter(SinkCatalog.builtIn()).decide(text);
 * }</pre>
 *
 * <p>Owns: the prefilter's lexing and decisions. May use: core's sink catalog and Unicode-escape
 * translation; nothing of JavaParser.
 */
package dev.urilint.scanner.extract.javasource.prefilter;
