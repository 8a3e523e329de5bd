CREATE INDEX "users_public_outdoor_idx" ON "users" USING btree ("id") WHERE "users"."public_outdoor_ascents" and "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "crags_user_idx" ON "crags" USING btree ("user_id") WHERE "crags"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "rock_bars_sector_idx" ON "rock_bars" USING btree ("crag_sector_id");