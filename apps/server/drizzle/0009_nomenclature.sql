CREATE TABLE "nomenclature" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nomenclature_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"name" text NOT NULL,
	"article" text,
	"unit_id" integer,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "nomenclature_status_name_idx" ON "nomenclature" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "nomenclature_search_trgm_idx" ON "nomenclature" USING gin (lower("name" || ' ' || coalesce("article", '')) gin_trgm_ops);