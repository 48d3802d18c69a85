-- "Update my will": a will made to replace an earlier one is linked to it (a chain of versions,
-- docs/product.md section 12), and the form's draft remembers which will it updates.
ALTER TABLE "Will" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "Will" ADD COLUMN "previousWillId" TEXT;
ALTER TABLE "WillDraft" ADD COLUMN "replacesWillId" TEXT;

-- CreateIndex
CREATE INDEX "Will_previousWillId_idx" ON "Will"("previousWillId");

-- AddForeignKey
ALTER TABLE "Will" ADD CONSTRAINT "Will_previousWillId_fkey" FOREIGN KEY ("previousWillId") REFERENCES "Will"("id") ON DELETE SET NULL ON UPDATE CASCADE;
