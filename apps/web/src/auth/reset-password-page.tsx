// Built by the accounts issue; the route exists so that the app's map is complete.
export default function ResetPasswordPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-6">
      <h1 className="text-2xl font-semibold">Nueva contraseña</h1>
    </main>
  );
}
