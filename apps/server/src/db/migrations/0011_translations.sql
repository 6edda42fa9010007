CREATE TABLE "translations" (
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"field" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "translations_entity_entity_id_field_language_pk" PRIMARY KEY("entity","entity_id","field","language")
);
