CREATE TABLE "contract_document_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_document_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type_code" text,
	"position" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer
);
--> statement-breakpoint
CREATE TABLE "contract_reminders" (
	"contract_id" integer NOT NULL,
	"days" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_reminders_contract_id_days_expiry_date_pk" PRIMARY KEY("contract_id","days","expiry_date")
);
--> statement-breakpoint
CREATE TABLE "contract_act_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_act_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"act_id" integer NOT NULL,
	"work_id" integer NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"sum" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_acts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_acts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"contract_id" integer NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"period_id" integer NOT NULL,
	"comment" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"date_sign" timestamp with time zone,
	"who_sign" integer,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_equipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"contract_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "contract_signers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_signers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"contract_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"date_sign" timestamp with time zone,
	"comment" text
);
--> statement-breakpoint
CREATE TABLE "contract_works" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_works_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date_add" timestamp with time zone DEFAULT now() NOT NULL,
	"who_add" integer,
	"date_edit" timestamp with time zone,
	"who_edit" integer,
	"contract_id" integer NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"unit" text,
	"quantity" numeric(18, 3) NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"sum" numeric(18, 2) NOT NULL,
	"vat" smallint,
	"period_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "contract_document_types_code_idx" ON "contract_document_types" USING btree ("code");--> statement-breakpoint
CREATE INDEX "contract_documents_contract_idx" ON "contract_documents" USING btree ("contract_id","id") WHERE "contract_documents"."status" = 1;--> statement-breakpoint
CREATE INDEX "contract_act_lines_act_idx" ON "contract_act_lines" USING btree ("act_id","id");--> statement-breakpoint
CREATE INDEX "contract_act_lines_work_idx" ON "contract_act_lines" USING btree ("work_id");--> statement-breakpoint
CREATE INDEX "contract_acts_contract_idx" ON "contract_acts" USING btree ("contract_id","period_id","id");--> statement-breakpoint
CREATE INDEX "contract_equipment_contract_idx" ON "contract_equipment" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_equipment_equipment_idx" ON "contract_equipment" USING btree ("equipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_signers_contract_user_uq" ON "contract_signers" USING btree ("contract_id","user_id");--> statement-breakpoint
CREATE INDEX "contract_signers_contract_idx" ON "contract_signers" USING btree ("contract_id","position");--> statement-breakpoint
CREATE INDEX "contract_signers_user_idx" ON "contract_signers" USING btree ("user_id","state");--> statement-breakpoint
CREATE INDEX "contract_works_contract_idx" ON "contract_works" USING btree ("contract_id","status","id");--> statement-breakpoint
INSERT INTO "contract_document_types" ("code", "name", "type_code", "position") VALUES
	('signed_contract', 'Договор (подписанный)', 'signed', 1),
	('draft_contract', 'Проект договора', 'draft', 2),
	('signed_agreement', 'Доп. соглашение (подписанное)', 'signed', 3),
	('draft_agreement', 'Проект доп. соглашения', 'draft', 4),
	('act', 'Акт', NULL, 5),
	('proxy', 'Доверенность', NULL, 6),
	('other', 'Прочее', NULL, 7);
