-- What servers keep of signed-in users (their account row, their saved places) is dropped when
-- this version moves (src/server/api/users/account-cache.ts). A trigger moves it on every write,
-- so no write, however it is made, leaves a cache stale beyond the cache's next check.
INSERT INTO "content_versions" ("area", "version") VALUES ('accounts', 0);
--> statement-breakpoint
CREATE FUNCTION "bump_accounts_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_versions" SET "version" = "version" + 1 WHERE "area" = 'accounts';
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new account is in no cache yet, so inserts into users do not move it.
CREATE TRIGGER "users_bump_accounts_version" AFTER UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_accounts_version"();
--> statement-breakpoint
CREATE TRIGGER "wishlist_entries_bump_accounts_version" AFTER INSERT OR UPDATE OR DELETE ON "wishlist_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_accounts_version"();
