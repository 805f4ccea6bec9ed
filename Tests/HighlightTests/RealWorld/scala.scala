// Written for Imprint's highlighting tests by the Imprint team. Modelled on the Scala 3 of a
// small tool that reads an app store's sales report (tab-separated) and sums proceeds by
// country and product: case classes, enums, pattern matching, Futures, given/using, extensions.

package com.example.reports

import java.nio.file.{Files, Path, Paths}
import java.time.LocalDate
import java.time.format.DateTimeFormatter
import scala.annotation.tailrec
import scala.concurrent.{Await, ExecutionContext, Future}
import scala.concurrent.duration.*
import scala.jdk.CollectionConverters.*
import scala.util.{Failure, Success, Try}

enum ProductType:
  case App, InAppPurchase, Subscription, Unknown

object ProductType:
  def fromCode(code: String): ProductType = code match
    case "1" | "1F" | "1T" => App
    case "IA1" | "IA9"     => InAppPurchase
    case c if c.startsWith("IAY") || c == "IAC" => Subscription
    case _                 => Unknown

final case class Sale(
    sku: String,
    title: String,
    product: ProductType,
    units: Int,
    proceeds: BigDecimal,
    currency: String,
    country: String,
    date: LocalDate
)

trait Converter:
  def toUSD(amount: BigDecimal, currency: String): Option[BigDecimal]

object Report:
  private val dateFormat = DateTimeFormatter.ofPattern("MM/dd/yyyy")

  /** Parses one line of the report; the header and malformed lines give None. */
  def parse(line: String): Option[Sale] =
    line.split('\t').toList match
      case sku :: _ :: _ :: title :: units :: proceeds :: date :: _ :: currency :: country :: code :: _ =>
        Try {
          Sale(sku, title, ProductType.fromCode(code), units.toInt, BigDecimal(proceeds), currency, country,
            LocalDate.parse(date, dateFormat))
        }.toOption
      case _ => None

  def load(path: Path): List[Sale] =
    Files.readAllLines(path).asScala.iterator.drop(1).flatMap(parse).toList

  def totals(sales: Seq[Sale])(using converter: Converter): Map[String, BigDecimal] =
    sales
      .groupBy(_.country)
      .view
      .mapValues { rows =>
        rows.flatMap(sale => converter.toUSD(sale.proceeds * sale.units, sale.currency)).sum
      }
      .toMap

  @tailrec
  def longestStreak(days: List[LocalDate], current: Int = 1, best: Int = 1): Int = days match
    case first :: (rest @ second :: _) if second == first.plusDays(1) =>
      longestStreak(rest, current + 1, math.max(best, current + 1))
    case _ :: rest => longestStreak(rest, 1, best)
    case Nil       => best

extension (amount: BigDecimal)
  def usd: String = f"$$${amount.setScale(2, BigDecimal.RoundingMode.HALF_EVEN)}%s"

given fixedRates: Converter with
  private val rates = Map("USD" -> BigDecimal(1), "EUR" -> BigDecimal("1.08"), "GBP" -> BigDecimal("1.27"))
  def toUSD(amount: BigDecimal, currency: String): Option[BigDecimal] = rates.get(currency).map(_ * amount)

@main def summarize(paths: String*): Unit =
  given ExecutionContext = ExecutionContext.global
  val loading = Future.traverse(paths.toList)(name => Future(Report.load(Paths.get(name))))
  Try(Await.result(loading, 30.seconds)) match
    case Failure(error) =>
      Console.err.println(s"Could not read the reports: ${error.getMessage}")
      sys.exit(1)
    case Success(reports) =>
      val sales = reports.flatten
      val byCountry = Report.totals(sales).toSeq.sortBy(-_._2)
      println(s"${sales.size} rows in ${paths.size} reports")
      for (country, total) <- byCountry.take(10) do
        println(f"$country%-4s ${total.usd}%12s")
      val days = sales.map(_.date).distinct.sorted
      println(s"Longest run of days with sales: ${Report.longestStreak(days.toList)}")
      val subscriptions = sales.count(_.product == ProductType.Subscription)
      if subscriptions > 0 then println(s"$subscriptions subscription rows")
