DROP INDEX "users_ws_token_idx";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "ws_token";