CREATE TABLE "contact_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("description", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("description", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "contact_sync_tokens" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"organization" text,
	"post" text,
	"group_id" integer,
	"phones" text,
	"emails" text,
	"birthday" date,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("organization", '') || ' ' || coalesce("post", '') || ' ' || coalesce("phones", '') || ' ' || coalesce("emails", '') || ' ' || coalesce("notes", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("organization", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("post", '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce("phones", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("emails", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("notes", '')), 'D')) STORED
);
--> statement-breakpoint
CREATE INDEX "contact_groups_status_id_idx" ON "contact_groups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contact_groups_status_name_idx" ON "contact_groups" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "contact_groups_status_date_add_idx" ON "contact_groups" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "contact_groups_search_trgm_idx" ON "contact_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_groups_search_fts_idx" ON "contact_groups" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_sync_tokens_token_key" ON "contact_sync_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "contacts_status_id_idx" ON "contacts" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "contacts_status_name_idx" ON "contacts" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "contacts_status_organization_idx" ON "contacts" USING btree ("status","organization","id");--> statement-breakpoint
CREATE INDEX "contacts_status_birthday_idx" ON "contacts" USING btree ("status","birthday","id");--> statement-breakpoint
CREATE INDEX "contacts_status_date_add_idx" ON "contacts" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "contacts_group_id_filter_idx" ON "contacts" USING btree ("status","group_id","name","id");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_fts_idx" ON "contacts" USING gin ("search_vector");