/**
 * Shell output for `eval`: names a shell reads, sets or keeps read-only are
 * refused as variable names, and values are quoted in a form every POSIX
 * shell parses in linear time. The names are data, one list per shell, and
 * the tests compare them with what bash and zsh report of themselves.
 */

/** POSIX: variables the shell reads or sets (XCU 2.5.3), and those every shell's environment relies on. */
const posix = ['_', 'ENV', 'HOME', 'IFS', 'LANG', 'LC_ALL', 'LC_COLLATE', 'LC_CTYPE', 'LC_MESSAGES', 'LC_NUMERIC', 'LC_TIME', 'LINENO', 'MAIL', 'MAILCHECK', 'MAILPATH', 'NLSPATH', 'OLDPWD', 'OPTARG', 'OPTIND', 'PATH', 'PPID', 'PS1', 'PS2', 'PS4', 'PWD', 'CDPATH', 'FCEDIT', 'HISTFILE', 'HISTSIZE', 'SHELL', 'TERM', 'TMPDIR', 'LD_PRELOAD', 'LD_LIBRARY_PATH']

/** bash: its shell variables (bash(1), "Shell Variables"), read-only ones included (BASH_VERSINFO, EUID, UID, …). */
const bash = [
  'BASH', 'BASHOPTS', 'BASHPID', 'BASH_ALIASES', 'BASH_ARGC', 'BASH_ARGV', 'BASH_ARGV0', 'BASH_CMDS', 'BASH_COMMAND', 'BASH_COMPAT', 'BASH_ENV',
  'BASH_EXECUTION_STRING', 'BASH_LINENO', 'BASH_LOADABLES_PATH', 'BASH_MONOSECONDS', 'BASH_REMATCH', 'BASH_SOURCE', 'BASH_SUBSHELL', 'BASH_TRAPSIG',
  'BASH_VERSINFO', 'BASH_VERSION', 'BASH_XTRACEFD', 'CHILD_MAX', 'COLUMNS', 'COMP_CWORD', 'COMP_KEY', 'COMP_LINE', 'COMP_POINT', 'COMP_TYPE',
  'COMP_WORDBREAKS', 'COMP_WORDS', 'COMPREPLY', 'COPROC', 'DIRSTACK', 'EMACS', 'EPOCHREALTIME', 'EPOCHSECONDS', 'EUID', 'EXECIGNORE', 'FIGNORE',
  'FUNCNAME', 'FUNCNEST', 'GLOBIGNORE', 'GLOBSORT', 'GROUPS', 'HISTCMD', 'HISTCONTROL', 'HISTFILESIZE', 'HISTIGNORE', 'HISTTIMEFORMAT', 'HOSTFILE',
  'HOSTNAME', 'HOSTTYPE', 'IGNOREEOF', 'INPUTRC', 'INSIDE_EMACS', 'LINES', 'MACHTYPE', 'MAPFILE', 'OPTERR', 'OSTYPE', 'PIPESTATUS', 'POSIXLY_CORRECT',
  'PROMPT_COMMAND', 'PROMPT_DIRTRIM', 'PS0', 'PS3', 'RANDOM', 'READLINE_ARGUMENT', 'READLINE_LINE', 'READLINE_MARK', 'READLINE_POINT', 'REPLY',
  'SECONDS', 'SHELLOPTS', 'SHLVL', 'SRANDOM', 'TIMEFORMAT', 'TMOUT', 'UID'
]

/**
 * zsh: its special and read-only parameters (zshparam(1)), those of the
 * modules a script commonly loads (zsh/parameter: `options`, `functions`,
 * `history`, `parameters`, …; zsh/mapfile, zsh/system, zsh/datetime,
 * zsh/terminfo, zsh/langinfo, zsh/zleparameter, zsh/curses), and the arrays
 * tied to PATH and the other colon lists. `status` is read-only.
 */
const zsh = [
  'ARGC', 'argv', 'status', 'pipestatus', 'ARGV0', 'CPUTYPE', 'EGID', 'ERRNO', 'GID', 'HOST', 'LOGNAME', 'USERNAME', 'VENDOR', 'TTY', 'TTYIDLE', 'signals',
  'TRY_BLOCK_ERROR', 'TRY_BLOCK_INTERRUPT', 'ZSH_ARGZERO', 'ZSH_EVAL_CONTEXT', 'zsh_eval_context', 'ZSH_EXECUTION_STRING', 'ZSH_NAME', 'ZSH_PATCHLEVEL',
  'zsh_scheduled_events', 'ZSH_SCRIPT', 'ZSH_SUBSHELL', 'ZSH_VERSION', 'BAUD', 'CORRECT_IGNORE', 'CORRECT_IGNORE_FILE', 'DIRSTACKSIZE', 'histchars',
  'HISTCHARS', 'HISTORY_IGNORE', 'KEYBOARD_HACK', 'KEYTIMEOUT', 'LISTMAX', 'LOGCHECK', 'match', 'mbegin', 'MBEGIN', 'mend', 'MEND', 'POSTEDIT', 'PROMPT',
  'PROMPT2', 'PROMPT3', 'PROMPT4', 'prompt', 'PROMPT_EOL_MARK', 'psvar', 'PSVAR', 'READNULLCMD', 'NULLCMD', 'REPORTMEMORY', 'REPORTTIME', 'reply', 'RPROMPT',
  'RPS1', 'RPROMPT2', 'RPS2', 'SAVEHIST', 'SPROMPT', 'STTY', 'TERMINFO', 'TERMINFO_DIRS', 'TIMEFMT', 'TMPPREFIX', 'TMPSUFFIX', 'watch', 'WATCH',
  'WATCHFMT', 'WORDCHARS', 'ZBEEP', 'ZDOTDIR', 'ZLE_LINE_ABORTED', 'ZLE_REMOVE_SUFFIX_CHARS', 'ZLE_RPROMPT_INDENT', 'ZLE_SPACE_SUFFIX_CHARS', 'ZLE_STATE',
  'path', 'cdpath', 'fpath', 'FPATH', 'manpath', 'MANPATH', 'mailpath', 'module_path', 'MODULE_PATH', 'fignore',
  'parameters', 'options', 'functions', 'functions_source', 'commands', 'aliases', 'galiases', 'saliases', 'builtins', 'reswords', 'patchars',
  'dis_aliases', 'dis_galiases', 'dis_saliases', 'dis_builtins', 'dis_functions', 'dis_functions_source', 'dis_reswords', 'dis_patchars', 'history',
  'historywords', 'jobdirs', 'jobstates', 'jobtexts', 'modules', 'nameddirs', 'userdirs', 'usergroups', 'dirstack', 'funcstack', 'funcfiletrace',
  'funcsourcetrace', 'functrace', 'mapfile', 'errnos', 'sysparams', 'epochtime', 'termcap', 'terminfo', 'langinfo', 'keymaps', 'widgets',
  'zcurses_attrs', 'zcurses_colors', 'zcurses_keycodes', 'zcurses_windows', 'ZCURSES_COLORS', 'ZCURSES_COLOR_PAIRS', 'zgdbm_tied'
]

/** ksh93 and mksh: their own special variables. */
const ksh = ['KSH_VERSION', 'SH_VERSION', 'HISTEDIT', 'KSHEGID', 'KSHGID', 'KSHUID', 'PATHSEP', 'PGRP', 'USER_ID', 'COMSPEC', 'VISUAL', 'EDITOR']

/** Every name refused under `--format shell`: what any common shell reads, sets or keeps read-only. */
export const shellReservedNames: ReadonlySet<string> = new Set([...posix, ...bash, ...zsh, ...ksh])

/**
 * A value double-quoted for every POSIX shell: `\`, `"`, `$` and `` ` ``
 * escaped with a backslash, everything else as is (a newline too); NUL, which
 * no shell variable holds, dropped. bash parses the usual single-quote form
 * (`'` as `'\''`) in time growing faster than the length on a run of
 * quotes; this form is linear in bash, dash and zsh.
 */
export function shellQuote(text: string): string {
  // split and join: replace() with a replacement per match is many times slower on a megabyte of them.
  let quoted = text.split('\0').join('')
  for (const char of ['\\', '"', '$', '`']) quoted = quoted.split(char).join(`\\${char}`)
  return `"${quoted}"`
}
