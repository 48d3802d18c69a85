import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "~/accounts/auth.server.ts";
import { RateLimitedError } from "~/common/rate-limit.server.ts";
import { redirectWithToast } from "~/common/toast.server.ts";

/** The Logout buttons post here (with or without JavaScript). */
export async function action({ request, context }: ActionFunctionArgs) {
  try {
    const fromChat =
      (
        await request
          .clone()
          .formData()
          .catch(() => null)
      )?.get("from") === "chat";
    const setCookie = await signOut(request, context.clientIp);
    return redirectWithToast(
      "/",
      {
        title: "Logged out successfully",
        // The chat page's Logout says it the assistant's way (docs/product.md section 8).
        description: fromChat
          ? "You have been logged out successfully"
          : "You have been logged out of your account",
        type: "success",
      },
      { headers: { "Set-Cookie": setCookie } },
    );
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    return redirectWithToast("/dashboard", {
      title: "Logout failed",
      description: error.message,
      type: "error",
    });
  }
}

/** Nothing to show: a GET (a bookmarked or typed /logout) goes home without logging anyone out. */
export function loader() {
  return redirect("/");
}
