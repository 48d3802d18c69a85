-- The guided form makes one will per draft and answers ("Get My Will Document" pressed twice, or
-- posted twice at once without JavaScript): the draft's id and a hash of the answers, unique.
ALTER TABLE "Will" ADD COLUMN "draftKey" TEXT;

CREATE UNIQUE INDEX "Will_draftKey_key" ON "Will"("draftKey");
