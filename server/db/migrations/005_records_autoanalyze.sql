-- Pull pages need planner statistics on records to walk records_version_idx instead of
-- sorting every visible row. Ask autovacuum (PostgreSQL) to analyze after far fewer changes
-- than its 10% default; the app also runs ANALYZE itself (PGlite has no autovacuum).
ALTER TABLE records SET (autovacuum_analyze_scale_factor = 0.02, autovacuum_analyze_threshold = 1000);
