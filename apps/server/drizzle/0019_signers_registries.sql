-- Staff chains become the registry engine's `staff_chains` in place (issue 12): every stored row is kept (id, name,
-- status; a status 0 row is now in the trash), the added system columns get their defaults and the search columns
-- are generated; purging a chain takes its signers with it (ON DELETE CASCADE). Signer groups (with ordered
-- members) and signer types are new registries.
CREATE TABLE "signer_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "signer_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "signer_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signer_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"comment" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("comment", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("comment", '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "signer_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signer_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"comment" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("comment", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("comment", '')), 'B')) STORED
);
--> statement-breakpoint
ALTER TABLE "staff_chain_signers" DROP CONSTRAINT "staff_chain_signers_chain_id_staff_chains_id_fk";
--> statement-breakpoint
DROP INDEX "staff_chains_status_idx";--> statement-breakpoint
ALTER TABLE "staff_chains" ADD COLUMN "who_edit" integer;--> statement-breakpoint
ALTER TABLE "staff_chains" ADD COLUMN "date_delete" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_chains" ADD COLUMN "who_delete" integer;--> statement-breakpoint
ALTER TABLE "staff_chains" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_chains" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "staff_chains" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("comment", ''))) STORED;--> statement-breakpoint
ALTER TABLE "staff_chains" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("comment", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "signer_group_members" ADD CONSTRAINT "signer_group_members_group_id_signer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."signer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signer_group_members" ADD CONSTRAINT "signer_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signer_group_members_order_idx" ON "signer_group_members" USING btree ("group_id","position");--> statement-breakpoint
CREATE INDEX "signer_groups_status_id_idx" ON "signer_groups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "signer_groups_status_name_idx" ON "signer_groups" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "signer_groups_status_date_add_idx" ON "signer_groups" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "signer_groups_search_trgm_idx" ON "signer_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "signer_groups_search_fts_idx" ON "signer_groups" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "signer_types_status_id_idx" ON "signer_types" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "signer_types_status_name_idx" ON "signer_types" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "signer_types_status_date_add_idx" ON "signer_types" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "signer_types_search_trgm_idx" ON "signer_types" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "signer_types_search_fts_idx" ON "signer_types" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "staff_chain_signers" ADD CONSTRAINT "staff_chain_signers_chain_id_staff_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."staff_chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_chains_status_id_idx" ON "staff_chains" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "staff_chains_status_name_idx" ON "staff_chains" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "staff_chains_status_date_add_idx" ON "staff_chains" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "staff_chains_search_trgm_idx" ON "staff_chains" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_chains_search_fts_idx" ON "staff_chains" USING gin ("search_vector");--> statement-breakpoint
UPDATE "staff_chains" SET "date_delete" = coalesce("date_edit", "date_add") WHERE "status" = 0;
