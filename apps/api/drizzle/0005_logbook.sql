CREATE TABLE "ascent_partners" (
	"ascent_id" bigint NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "ascent_partners_ascent_id_user_id_pk" PRIMARY KEY("ascent_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ascents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"crag_route_id" integer,
	"crag_id" integer,
	"gym_route_id" integer,
	"climbing_session_id" bigint NOT NULL,
	"released_at" date NOT NULL,
	"ascent_status" varchar(12) NOT NULL,
	"roping_status" varchar(30),
	"sections" jsonb NOT NULL,
	"sections_count" smallint NOT NULL,
	"attempt" smallint,
	"note" smallint,
	"hardness_status" varchar(12),
	"comment" text,
	"private_comment" text,
	"route_name" varchar(120) NOT NULL,
	"climbing_type" varchar(20) NOT NULL,
	"grade_value" smallint,
	"grade_text" varchar(40),
	"height" integer,
	"idempotency_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ascents_kind_check" CHECK ("ascents"."kind" in ('crag_route', 'gym_route')),
	CONSTRAINT "ascents_note_check" CHECK ("ascents"."note" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "climbing_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_date" date NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tick_lists" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"crag_route_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ascent_partners" ADD CONSTRAINT "ascent_partners_ascent_id_ascents_id_fk" FOREIGN KEY ("ascent_id") REFERENCES "public"."ascents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascent_partners" ADD CONSTRAINT "ascent_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_crag_route_id_crag_routes_id_fk" FOREIGN KEY ("crag_route_id") REFERENCES "public"."crag_routes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_crag_id_crags_id_fk" FOREIGN KEY ("crag_id") REFERENCES "public"."crags"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ascents" ADD CONSTRAINT "ascents_climbing_session_id_climbing_sessions_id_fk" FOREIGN KEY ("climbing_session_id") REFERENCES "public"."climbing_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "climbing_sessions" ADD CONSTRAINT "climbing_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tick_lists" ADD CONSTRAINT "tick_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tick_lists" ADD CONSTRAINT "tick_lists_crag_route_id_crag_routes_id_fk" FOREIGN KEY ("crag_route_id") REFERENCES "public"."crag_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ascent_partners_user_idx" ON "ascent_partners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ascents_user_released_idx" ON "ascents" USING btree ("user_id","released_at");--> statement-breakpoint
CREATE INDEX "ascents_crag_route_idx" ON "ascents" USING btree ("crag_route_id");--> statement-breakpoint
CREATE INDEX "ascents_crag_idx" ON "ascents" USING btree ("crag_id","released_at");--> statement-breakpoint
CREATE INDEX "ascents_session_idx" ON "ascents" USING btree ("climbing_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ascents_user_idempotency_idx" ON "ascents" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "climbing_sessions_user_date_idx" ON "climbing_sessions" USING btree ("user_id","session_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tick_lists_user_route_idx" ON "tick_lists" USING btree ("user_id","crag_route_id");--> statement-breakpoint
CREATE INDEX "tick_lists_route_idx" ON "tick_lists" USING btree ("crag_route_id");