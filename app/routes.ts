import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:slug", "routes/product.tsx"),
  route("wooden-gallery", "routes/gallery.tsx"),
  route("about", "routes/about.tsx"),
  route("custom-orders", "routes/custom-orders.tsx"),
  route("custom-orders/quote-wall-art", "routes/quote-wall-art.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("stripe-checkout", "routes/stripe-checkout.tsx"),
  route("confirmation", "routes/confirmation-return.tsx"),
  route("confirmation/:id", "routes/confirmation.tsx"),
  route("offers/:token", "routes/offer.tsx"),
  route("login", "routes/login.tsx"),
  route("admin", "routes/admin.tsx"),
  route("admin/orders", "routes/admin-orders.tsx"),
  route("admin/orders/:id", "routes/admin-order.tsx"),
  route("admin/requests", "routes/admin-requests.tsx"),
  route("admin/requests/:id", "routes/admin-request.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
