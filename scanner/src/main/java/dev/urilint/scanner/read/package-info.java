/**
 * Reading one file for scanning: size limit checked before reading, binary files (a NUL byte in
 * the first 8 KiB) and invalid UTF-8 (with the byte offset) rejected with a reason.
 *
 * <pre>{@code
 * FileContent content = new FileReader(maxFileSize, false).read(path, size);
 * }</pre>
 */
package dev.urilint.scanner.read;
