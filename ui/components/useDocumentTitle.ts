/** Sets the tab's title while a screen is shown: "Pricing · Rehearse"; null gives the product's own title. */
import { useEffect } from "react"

const PRODUCT_TITLE = "Rehearse — interview practice, out loud"

export const useDocumentTitle = (title: string | null) => {
  useEffect(() => {
    document.title = title === null ? PRODUCT_TITLE : `${title} · Rehearse`
  }, [title])
}
