DROP INDEX "partners_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "partners" ALTER COLUMN "type" SET DEFAULT 'organization';--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "date_edit" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "who_edit" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "date_delete" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "who_delete" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "kpp" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "ogrn" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "bik" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "account" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "corr_account" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "contacts" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "blacklist" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "blacklist_reason" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("name", '') || ' ' || coalesce("inn", '') || ' ' || coalesce("kpp", '') || ' ' || coalesce("ogrn", '') || ' ' || coalesce("bank_name", '') || ' ' || coalesce("address", '') || ' ' || coalesce("contacts", '') || ' ' || coalesce("phone", '') || ' ' || coalesce("email", ''))) STORED;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("inn", '')), 'A') || setweight(to_tsvector('simple'::regconfig, coalesce("kpp", '')), 'B') || setweight(to_tsvector('simple'::regconfig, coalesce("ogrn", '')), 'B') || setweight(to_tsvector('russian'::regconfig, coalesce("bank_name", '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce("address", '')), 'C') || setweight(to_tsvector('russian'::regconfig, coalesce("contacts", '')), 'D') || setweight(to_tsvector('simple'::regconfig, coalesce("phone", '')), 'D') || setweight(to_tsvector('simple'::regconfig, coalesce("email", '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "partners_status_id_idx" ON "partners" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "partners_status_inn_idx" ON "partners" USING btree ("status","inn","id");--> statement-breakpoint
CREATE INDEX "partners_status_rating_idx" ON "partners" USING btree ("status","rating","id");--> statement-breakpoint
CREATE INDEX "partners_status_date_add_idx" ON "partners" USING btree ("status","date_add","id");--> statement-breakpoint
CREATE INDEX "partners_type_filter_idx" ON "partners" USING btree ("status","type","name","id");--> statement-breakpoint
CREATE INDEX "partners_blacklist_filter_idx" ON "partners" USING btree ("status","blacklist","name","id");--> statement-breakpoint
CREATE INDEX "partners_search_trgm_idx" ON "partners" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_search_fts_idx" ON "partners" USING gin ("search_vector");--> statement-breakpoint
-- Hand-added: partners had a role for a type (contractor, supplier); the registry's type is the legal form.
UPDATE "partners" SET "type" = CASE WHEN "name" LIKE 'ИП %' THEN 'entrepreneur' ELSE 'organization' END WHERE "type" NOT IN ('organization', 'entrepreneur', 'person');
