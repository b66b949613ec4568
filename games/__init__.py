"""Pure rules engines. No discord, no I/O, no clock, no global RNG."""
