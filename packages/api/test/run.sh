#!/bin/sh
# `pnpm test`: with TEST_DATABASE_URL, the PGlite and PostgreSQL projects as two vitest processes at
# once (each with its -isolated project, vitest.config.ts). Each project's files run one after another
# on its own database, and one vitest process runs such projects one file at a time in all, which left
# a core idle. With arguments, one process.
set -u
if [ -z "${TEST_DATABASE_URL:-}" ] || [ "$#" -gt 0 ]; then exec vitest run "$@"; fi
vitest run --project 'pglite*' &
pglite=$!
vitest run --project 'postgres*'
postgres=$?
wait "$pglite"
pglite=$?
[ "$pglite" -eq 0 ] && [ "$postgres" -eq 0 ]
