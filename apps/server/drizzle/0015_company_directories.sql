-- The own organizations and the locations become registries of the engine in place: every stored row is
-- kept (its id, name, INN, address, status), the added system columns get their defaults (version 1, never
-- edited or deleted) and the requisites stay empty until filled; the search columns are generated.
CREATE TABLE "expenditure_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "expenditure_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"date_delete" timestamp with time zone,
	"who_delete" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"parent_id" integer,
	"kind" text DEFAULT 'expense' NOT NULL,
	"comment" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce("code", '') || ' ' || coalesce("name", '') || ' ' || coalesce("comment", ''))) STORED,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("code", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("comment", '')), 'C')) STORED
);
--> statement-breakpoint
DROP INDEX "locations_status_name_idx";--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "date_edit" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "who_edit" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "date_delete" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "who_delete" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "responsible_id" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("address", '') || ' ' || coalesce("comment", ''))) STORED;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("address", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("comment", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "date_edit" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "who_edit" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "date_delete" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "who_delete" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "short_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "kpp" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "ogrn" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bik" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "account" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "corr_account" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "director" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "chief_accountant" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("short_name", '') || ' ' || coalesce("inn", '') || ' ' || coalesce("kpp", '') || ' ' || coalesce("ogrn", '') || ' ' || coalesce("legal_address", '') || ' ' || coalesce("bank_name", '') || ' ' || coalesce("director", '') || ' ' || coalesce("chief_accountant", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('russian'::regconfig, coalesce("short_name", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("inn", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("kpp", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("ogrn", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("legal_address", '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce("bank_name", '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce("director", '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce("chief_accountant", '')), 'D') || setweight(to_tsvector('simple'::regconfig, coalesce("phone", '')), 'D') || setweight(to_tsvector('simple'::regconfig, coalesce("email", '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "expenditure_items_status_id_idx" ON "expenditure_items" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "expenditure_items_status_code_idx" ON "expenditure_items" USING btree ("status","code","id");--> statement-breakpoint
CREATE INDEX "expenditure_items_status_name_idx" ON "expenditure_items" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "expenditure_items_status_date_add_idx" ON "expenditure_items" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "expenditure_items_parent_id_filter_idx" ON "expenditure_items" USING btree ("status","parent_id","code","id");--> statement-breakpoint
CREATE INDEX "expenditure_items_kind_filter_idx" ON "expenditure_items" USING btree ("status","kind","code","id");--> statement-breakpoint
CREATE INDEX "expenditure_items_search_trgm_idx" ON "expenditure_items" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "expenditure_items_search_fts_idx" ON "expenditure_items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "locations_list_status_id_idx" ON "locations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "locations_list_status_name_idx" ON "locations" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "locations_list_status_date_add_idx" ON "locations" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "locations_list_organization_id_filter_idx" ON "locations" USING btree ("status","organization_id","name","id");--> statement-breakpoint
CREATE INDEX "locations_list_responsible_id_filter_idx" ON "locations" USING btree ("status","responsible_id","name","id");--> statement-breakpoint
CREATE INDEX "locations_list_search_trgm_idx" ON "locations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_list_search_fts_idx" ON "locations" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "organizations_list_status_id_idx" ON "organizations" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "organizations_list_status_name_idx" ON "organizations" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "organizations_list_status_short_name_idx" ON "organizations" USING btree ("status","short_name","id");--> statement-breakpoint
CREATE INDEX "organizations_list_status_inn_idx" ON "organizations" USING btree ("status","inn","id");--> statement-breakpoint
CREATE INDEX "organizations_list_status_date_add_idx" ON "organizations" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "organizations_list_search_trgm_idx" ON "organizations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_list_search_fts_idx" ON "organizations" USING gin ("search_vector");