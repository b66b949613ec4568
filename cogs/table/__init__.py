"""The Discord adapter of the table: it turns an Interaction into one call of the table (the
transport-free top-level ``table`` package) and its outcome into messages."""
