"""Card scripts, one module per set. Importing this package registers every script."""

from . import examples, pool_events, st01, st02, st03, st04, st05, st06, st07  # noqa: F401
