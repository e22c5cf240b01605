-- Nomenclature becomes a registry of the engine in place (issue 12): every stored item is kept (id, name,
-- article, unit, status; a status 0 item is now in the trash), the added system columns get their defaults
-- (version 1, never edited or deleted), group, brand, description and property values stay empty until
-- filled; the search columns are generated and replace the old trigram index. Groups (a tree with the
-- typed properties of their items) and the symmetric analogue links are new tables.
CREATE TABLE "nomenclature_analogues" (
	"item_id" integer NOT NULL,
	"analogue_id" integer NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	CONSTRAINT "nomenclature_analogues_item_id_analogue_id_pk" PRIMARY KEY("item_id","analogue_id"),
	CONSTRAINT "nomenclature_analogues_order" CHECK ("nomenclature_analogues"."item_id" < "nomenclature_analogues"."analogue_id")
);
--> statement-breakpoint
CREATE TABLE "nomenclature_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nomenclature_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"comment" text,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("comment", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("comment", '')), 'C')) STORED
);
--> statement-breakpoint
DROP INDEX "nomenclature_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "nomenclature" ADD COLUMN "date_edit" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nomenclature" ADD COLUMN "who_edit" integer;--> statement-breakpoint
ALTER TABLE "nomenclature" ADD COLUMN "date_delete" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nomenclature" ADD COLUMN "who_delete" integer;--> statement-breakpoint
ALTER TABLE "nomenclature" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "nomenclature" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "nomenclature" ADD COLUMN "brand" text;--> statement-breakpoint
ALTER TABLE "nomenclature" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "nomenclature" ADD COLUMN "properties" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "nomenclature" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("article", '') || ' ' || coalesce("name", '') || ' ' || coalesce("brand", ''))) STORED;--> statement-breakpoint
ALTER TABLE "nomenclature" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("article", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("brand", '')), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "nomenclature_analogues_analogue_idx" ON "nomenclature_analogues" USING btree ("analogue_id","item_id");--> statement-breakpoint
CREATE INDEX "nomenclature_groups_status_id_idx" ON "nomenclature_groups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "nomenclature_groups_status_name_idx" ON "nomenclature_groups" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "nomenclature_groups_status_date_add_idx" ON "nomenclature_groups" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "nomenclature_groups_parent_id_filter_idx" ON "nomenclature_groups" USING btree ("status","parent_id","name","id");--> statement-breakpoint
CREATE INDEX "nomenclature_groups_search_trgm_idx" ON "nomenclature_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "nomenclature_groups_search_fts_idx" ON "nomenclature_groups" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "nomenclature_status_id_idx" ON "nomenclature" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "nomenclature_status_article_idx" ON "nomenclature" USING btree ("status","article","id");--> statement-breakpoint
CREATE INDEX "nomenclature_status_brand_idx" ON "nomenclature" USING btree ("status","brand","id");--> statement-breakpoint
CREATE INDEX "nomenclature_status_date_add_idx" ON "nomenclature" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "nomenclature_group_id_filter_idx" ON "nomenclature" USING btree ("status","group_id","name","id");--> statement-breakpoint
CREATE INDEX "nomenclature_unit_id_filter_idx" ON "nomenclature" USING btree ("status","unit_id","name","id");--> statement-breakpoint
CREATE INDEX "nomenclature_search_fts_idx" ON "nomenclature" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "nomenclature_search_trgm_idx" ON "nomenclature" USING gin ("search_text" gin_trgm_ops);