;;; sample-project.el --- urilint lsp in a real Emacs, headless  -*- lexical-binding: t -*-
;; A real editor on the sample project: Emacs 28 with eglot 1.9 (Debian's emacs-nox and
;; elpa-eglot) starts `urilint lsp', attaches it to the buggy twins of the sample project's YAML
;; and Java files, waits for the diagnostics (Flymake's, as eglot hands them over), checks their
;; lines and rule codes, applies the quick fix of the double encoding through eglot's own code
;; action call and checks the buffer and the diagnostics that follow. Run by
;; lsp/src/test/emacs/run.
;;   URILINT=<launcher or command>  PROJECT=<a copy of the sample project with the buggy files>
(require 'eglot)
(require 'flymake)

(defvar urilint-test-launcher (or (getenv "URILINT") (error "URILINT not set")))
(defvar urilint-test-project (file-name-as-directory (or (getenv "PROJECT") (error "PROJECT not set"))))
(defconst urilint-test-timeout 120)

(defun urilint-test-say (format-string &rest args)
  (princ (concat "emacs: " (apply #'format format-string args) "\n") #'external-debugging-output))

(defun urilint-test-fail (format-string &rest args)
  (urilint-test-say "FAIL: %s" (apply #'format format-string args))
  (kill-emacs 1))

;; The project is the copied folder, whatever version control it has (none).
(add-hook 'project-find-functions (lambda (_dir) (cons 'transient urilint-test-project)))
(setq eglot-server-programs `(((conf-unix-mode java-mode) . (,urilint-test-launcher "lsp"))))
(setq eglot-sync-connect t
      eglot-autoshutdown nil
      flymake-no-changes-timeout nil
      eglot-send-changes-idle-time 0.1)

(defun urilint-test-shown ()
  "\"line:rule\" of each diagnostic of the current buffer, sorted."
  (let (out)
    (dolist (d (flymake-diagnostics))
      (let ((text (flymake-diagnostic-text d)))
        (push (format "%d:%s" (line-number-at-pos (flymake-diagnostic-beg d))
                      (if (string-match "\\[\\([^]]+\\)\\]" text) (match-string 1 text) "-"))
              out)))
    (mapconcat #'identity (sort out #'string<) " ")))

(defun urilint-test-wait (expected)
  "Waits until the current buffer's diagnostics are EXPECTED; returns whether they became so."
  (let ((deadline (+ (float-time) urilint-test-timeout)))
    (while (and (not (equal (urilint-test-shown) expected)) (< (float-time) deadline))
      (flymake-start)
      (accept-process-output nil 0.1))
    (equal (urilint-test-shown) expected)))

(defun urilint-test-open (path expected)
  (find-file (expand-file-name path urilint-test-project))
  (if (string-suffix-p ".yml" path) (conf-unix-mode) (java-mode))
  (unless (eglot-current-server)
    (apply #'eglot (eglot--guess-contact)))
  (eglot--managed-mode 1)
  (unless (urilint-test-wait expected)
    (urilint-test-fail "%s: expected diagnostics %s, got %s" path expected (urilint-test-shown)))
  (urilint-test-say "%s: %s" path (urilint-test-shown))
  (current-buffer))

(let ((yaml (urilint-test-open "src/main/resources/application.yml"
                               "10:double-encoding 12:relative-colon-segment 5:credentials-in-uri")))
  (urilint-test-open "src/main/java/com/example/orders/OrdersClient.java"
                     "21:double-encoding 26:relative-colon-segment 9:credentials-in-uri")
  ;; The quick fix of the double encoding on line 10 of the YAML file, as M-x eglot-code-actions
  ;; asks for it and applies it.
  (switch-to-buffer yaml)
  (goto-char (point-min))
  (forward-line 9)
  (search-forward "%2520")
  (let* ((server (eglot-current-server))
         (actions (jsonrpc-request
                   server :textDocument/codeAction
                   (list :textDocument (eglot--TextDocumentIdentifier)
                         :range (list :start (eglot--pos-to-lsp-position (- (point) 3))
                                      :end (eglot--pos-to-lsp-position (- (point) 3)))
                         :context (list :diagnostics [] :only ["quickfix"]))))
         (action (seq-find (lambda (a) (plist-get a :edit)) actions)))
    (unless action
      (urilint-test-fail "no quick fix offered on line 10"))
    (urilint-test-say "applying \"%s\"" (plist-get action :title))
    (eglot--apply-workspace-edit (plist-get action :edit)))
  (goto-char (point-min))
  (forward-line 9)
  (let ((line (buffer-substring-no-properties (line-beginning-position) (line-end-position))))
    (unless (equal line "  url: https://search.example.com/find?q=new%20orders")
      (urilint-test-fail "line 10 after the fix: %s" line)))
  ;; The edit is a change of the buffer: the server checks the new text. Eglot sends it when
  ;; Emacs is idle, which a batch Emacs never is: sent here, as the idle timer would.
  (eglot--signal-textDocument/didChange)
  (unless (urilint-test-wait "12:relative-colon-segment 5:credentials-in-uri")
    (urilint-test-fail "after the fix, got %s" (urilint-test-shown)))
  (urilint-test-say "after the fix: %s" (urilint-test-shown))
  (eglot-shutdown (eglot-current-server))
  (urilint-test-say "passed")
  (kill-emacs 0))
